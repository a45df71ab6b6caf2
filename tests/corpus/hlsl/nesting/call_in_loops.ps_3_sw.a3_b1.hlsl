// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c3 : register(c3);
float4 c6 : register(c6);
float4 c8 : register(c8);
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
void l1651();
void l1651() {
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c8.xyzw;
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c6.xyzw;
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = r0.xyzw + c3.xyzw;
            [loop] for (int k2 = 0; k2 < 2; k2++) {
                r0.x = dot(r0.xyzw, r1.xyzw);
                l1651();
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
