// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c9 : register(c9);
float4 c14 : register(c14);
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
void l933();
void l933() {
    {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    l933();
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        {
            r0.xyzw = r0.xyzw + c14.xyzw;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.xyzw = r0.xyzw + c9.xyzw;
                l933();
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
