// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c8 : register(c8);
float4 c11 : register(c11);
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
void l7();
void l7() {
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c6.xyzw;
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.yzwx;
        {
            r0.xyzw = r0.xyzw + c5.xyzw;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.xyzw = r0.xyzw + c11.xyzw;
                {
                    r1.xyzw = r1.xyzw + r0.xyzw;
                    l7();
                }
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
