// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c38 : register(c38);
float4 c42 : register(c42);
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
void l12();
void l12() {
    r0.xyzw = r0.xyzw + c42.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    {
        r0.xy = r0.xy + r1.xy;
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r1.xyzw = r0.yzwx;
            [loop] for (int k2 = 0; k2 < 2; k2++) {
                r0.xyzw = r0.xyzw + c38.xyzw;
                [loop] for (int k3 = 0; k3 < 3; k3++) {
                    r1.xyzw = r0.yzwx;
                    l12();
                }
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
