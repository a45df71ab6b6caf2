// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c6 : register(c6);
float4 c7 : register(c7);
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
void l100();
void l100() {
    {
        r0.x = dot(r0.xyzw, r1.xyzw);
        r0.xyzw = r0.xyzw + c6.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    {
        r0.x = dot(r0.xyzw, r1.xyzw);
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                [loop] for (int k3 = 0; k3 < 2; k3++) {
                    r0.xyzw = r0.xyzw + c7.xyzw;
                    l100();
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
