// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c21 : register(c21);
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
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    l7();
    {
        r0.xyzw = r0.xyzw + c21.xyzw;
        {
            r0.xy = r0.xy + r1.xy;
            [loop] for (int k2 = 0; k2 < 3; k2++) {
                r0.xyzw = r0.xyzw + c21.xyzw;
                l7();
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
