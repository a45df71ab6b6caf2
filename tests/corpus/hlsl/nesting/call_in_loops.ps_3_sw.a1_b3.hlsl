// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c23 : register(c23);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
void l638();
void l638() {
    {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        {
            r1.xyzw = r0.xyzw * r1.xyzw;
            [loop] for (int k2 = 0; k2 < 3; k2++) {
                r0.xyzw = r0.xyzw + r1.xyzw;
                r0.xyzw = r0.xyzw * r1.xyzw;
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c23.xyzw;
        l638();
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
