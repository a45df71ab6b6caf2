// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c9 : register(c9);
float4 c12 : register(c12);
float4 c15 : register(c15);
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
void l10();
void l10() {
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c12.xyzw;
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = r0.xyzw * r1.xyzw;
            [loop] for (int k2 = 0; k2 < 3; k2++) {
                r0.xyzw = r0.xyzw * r1.xyzw;
                r0.xyzw = r0.xyzw + c9.xyzw;
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c15.xyzw;
        l10();
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
