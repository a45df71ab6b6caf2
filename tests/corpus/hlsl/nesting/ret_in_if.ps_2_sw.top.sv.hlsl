// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw * r1.xyzw;
    if (false) {
        {
            output.oC0 = oC0.xyzw;
            return output;
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
