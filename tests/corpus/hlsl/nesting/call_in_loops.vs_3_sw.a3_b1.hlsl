// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c41 : register(c41);
float4 c42 : register(c42);
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
void l1333();
void l1333() {
    {
        r1.xyzw = r1.xyzw + r0.xyzw;
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = r0.xyzw + c42.xyzw;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.xyzw = r0.xyzw + c41.xyzw;
                l1333();
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
