// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c58 : register(c58);
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
void l1412();
void l1412() {
    {
        r0.xyzw = r0.xyzw + c58.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    l1412();
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        {
            r0.xyzw = r0.xyzw + (-r1.xyzw);
            l1412();
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
