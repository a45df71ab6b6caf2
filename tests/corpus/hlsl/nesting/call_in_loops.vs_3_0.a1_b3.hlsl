// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c61 : register(c61);
float4 c62 : register(c62);
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
void l1385();
void l1385() {
    {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        [loop] for (int k1 = 0; k1 < 4; k1++) {
            r0.xyzw = r0.xyzw + c62.xyzw;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.xyzw = r0.xyzw + r1.xyzw;
                r1.xyzw = min(r1.xyzw, r0.xyzw);
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    {
        r0.xyzw = r0.xyzw + c61.xyzw;
        l1385();
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
