// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c55 : register(c55);
float4 c56 : register(c56);
bool b12 : register(b12);
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
void l254();
void l498();
void l1002();
void l1661();
void l254() {
    r0.xyzw = r0.xyzw + c56.xyzw;
    [branch] if (true) l498();
}
void l498() {
    r1.xyzw = r0.yzwx;
    [branch] if (b12) l1002();
}
void l1002() {
    r0.xyzw = r0.xyzw + c55.xyzw;
    [branch] if (true) l1661();
}
void l1661() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r1.xyzw = r0.yzwx;
    [branch] if (true) l254();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
