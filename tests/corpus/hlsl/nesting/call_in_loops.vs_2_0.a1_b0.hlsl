// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
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
void l4() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        l4();
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
