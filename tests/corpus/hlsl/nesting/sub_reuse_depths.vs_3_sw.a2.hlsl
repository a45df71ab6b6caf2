// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c37 : register(c37);
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
void l1814();
void l1814() {
    {
        r1.xyzw = r0.yzwx;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    l1814();
    {
        r0.xyzw = r0.xyzw + c37.xyzw;
        [loop] for (int k1 = 0; k1 < 4; k1++) {
            r1.xyzw = r0.yzwx;
            l1814();
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
