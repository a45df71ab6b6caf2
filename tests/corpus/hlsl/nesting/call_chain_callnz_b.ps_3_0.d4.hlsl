// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c14 : register(c14);
bool b1 : register(b1);
bool b8 : register(b8);
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
void l152();
void l421();
void l893();
void l1041();
void l152() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (b8) l421();
}
void l421() {
    r0.xyzw = r0.xyzw + c14.xyzw;
    [branch] if (b8) l893();
}
void l893() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    [branch] if (true) l1041();
}
void l1041() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (b1) l152();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
