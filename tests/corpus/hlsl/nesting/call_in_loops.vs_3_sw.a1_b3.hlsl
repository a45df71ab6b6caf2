// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c38 : register(c38);
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
void l715();
void l715() {
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        {
            r0.xyzw = r0.xyzw + (-r1.xyzw);
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.xyzw = r0.xyzw + c38.xyzw;
                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        l715();
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
