// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c51 : register(c51);
float4 c58 : register(c58);
bool b12 : register(b12);
bool b14 : register(b14);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
void l706();
void l915();
void l976();
void l1397();
void l1636();
void l706() {
    r0.xyzw = r0.xyzw + c51.xyzw;
    [branch] if (true) l915();
}
void l915() {
    r0.xyzw = r0.xyzw + c58.xyzw;
    [branch] if (b12) l976();
}
void l976() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (b14) l1397();
}
void l1397() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (b14) l1636();
}
void l1636() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (true) l706();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
