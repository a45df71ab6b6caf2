// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c20 : register(c20);
bool b4 : register(b4);
bool b12 : register(b12);
bool b14 : register(b14);
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
void l6();
void l13();
void l4() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [branch] if (b14) l6();
}
void l6() {
    r1.xyzw = r0.yzwx;
    [branch] if (b4) l13();
}
void l13() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c20.xyzw;
    [branch] if (b12) l4();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
