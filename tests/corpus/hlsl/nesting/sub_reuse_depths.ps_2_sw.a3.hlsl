// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c6 : register(c6);
float4 c7 : register(c7);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 t0;
static precise float4 oC0;
void l4();
void l4() {
    {
        r0.xyzw = r0.xyzw + c6.xyzw;
    }
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    l4();
    {
        r0.xyzw = r0.xyzw + c7.xyzw;
        {
            r0.x = dot(r0.xyzw, r1.xyzw);
            {
                r0.x = dot(r0.xyzw, r1.xyzw);
                l4();
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
