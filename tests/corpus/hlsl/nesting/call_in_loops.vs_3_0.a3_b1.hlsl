// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c37 : register(c37);
float4 c39 : register(c39);
float4 c41 : register(c41);
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
void l1841();
void l1841() {
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c39.xyzw;
        r0.xyzw = r0.xyzw + c41.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    {
        r1.xyzw = r0.yzwx;
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            {
                r0.xyzw = r0.xyzw + c37.xyzw;
                l1841();
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
