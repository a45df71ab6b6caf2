// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c23 : register(c23);
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
void l1125();
void l1125() {
    {
        r0.xyzw = r0.xyzw + c22.xyzw;
        {
            r1.xyzw = r1.xyzw + r0.xyzw;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r1.xyzw = r0.yzwx;
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c23.xyzw;
        [loop] for (int k1 = 0; k1 < 4; k1++) {
            r0.xyzw = r0.xyzw + c21.xyzw;
            l1125();
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
