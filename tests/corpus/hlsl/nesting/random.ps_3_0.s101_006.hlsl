// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c12 : register(c12);
bool b6 : register(b6);
bool b10 : register(b10);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
void l512();
void l732();
void l1238();
void l512() {
    r0.xy = r0.xy + r1.xy;
    [branch] if (b10) {
        [branch] if (!b6) l732();
    }
}
void l732() {
    r0.xyzw = r0.xyzw + c12.xyzw;
    [branch] if (!true) l1238();
}
void l1238() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    if (true) {
    }
    [branch] if (!false) l512();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
