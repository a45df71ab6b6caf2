// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c22 : register(c22);
float4 c24 : register(c24);
float4 c28 : register(c28);
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
void l118();
void l118() {
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c24.xyzw;
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = r0.xyzw + (-r1.xyzw);
            {
                r0.xyzw = r0.xyzw + c28.xyzw;
                r1.xyzw = r0.yzwx;
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
        r0.xyzw = r0.xyzw + c22.xyzw;
        [loop] for (int k1 = 0; k1 < 4; k1++) {
            r0.xyzw = r0.xyzw + c24.xyzw;
            l118();
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
