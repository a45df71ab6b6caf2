// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c23 : register(c23);
float4 c24 : register(c24);
bool b4 : register(b4);
bool b14 : register(b14);
bool b15 : register(b15);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oPos;
void l4();
void l7();
void l10();
void l11();
void l4() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (!b14) l7();
}
void l7() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (!b4) l10();
}
void l10() {
    r0.xyzw = r0.xyzw + c23.xyzw;
    [branch] if (!b15) l11();
}
void l11() {
    r0.xyzw = r0.xyzw + c24.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xy = r0.xy + r1.xy;
    [branch] if (!false) l4();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
