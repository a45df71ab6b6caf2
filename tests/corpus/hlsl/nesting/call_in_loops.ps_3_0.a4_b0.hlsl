// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c12 : register(c12);
float4 c17 : register(c17);
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
void l188();
void l188() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c12.xyzw;
        {
            r0.xy = r0.xy + r1.xy;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.xyzw = r0.xyzw + c17.xyzw;
                [loop] for (int k3 = 0; k3 < 4; k3++) {
                    r0.xyzw = r0.xyzw + r1.xyzw;
                    l188();
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
