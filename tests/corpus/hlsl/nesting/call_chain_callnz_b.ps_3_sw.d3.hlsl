// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c17 : register(c17);
bool b4 : register(b4);
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
void l775();
void l1210();
void l2039();
void l775() {
    r0.xyzw = r0.xyzw + c17.xyzw;
    [branch] if (true) l1210();
}
void l1210() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (true) l2039();
}
void l2039() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (b4) l775();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
