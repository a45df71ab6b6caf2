// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c61 : register(c61);
float4 c62 : register(c62);
float4 c63 : register(c63);
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
void l1725();
void l1725() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = r0.xyzw + c61.xyzw;
            [loop] for (int k2 = 0; k2 < 3; k2++) {
                r0.xyzw = r0.xyzw + c62.xyzw;
                [loop] for (int k3 = 0; k3 < 3; k3++) {
                    r0.xyzw = r0.xyzw + c63.xyzw;
                    l1725();
                }
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
