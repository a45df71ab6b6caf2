// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c5 : register(c5);
float4 c6 : register(c6);
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
void l1618();
void l1618() {
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
        {
            r0.xyzw = r0.xyzw + r1.xyzw;
            [loop] for (int k2 = 0; k2 < 3; k2++) {
                r0.xyzw = r0.xyzw + c5.xyzw;
                r0.xyzw = r0.xyzw + c6.xyzw;
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    {
        r0.xyzw = r0.xyzw + c2.xyzw;
        l1618();
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
