// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c17 : register(c17);
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
    bool4 p0 = false;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    {
        r0.x = dot(r0.xyzw, r1.xyzw);
        for (int k1 = 0; k1 < 4; k1++) {
            r0.x = dot(r0.xyzw, r1.xyzw);
            {
                r0.xyzw = r0.xyzw + c17.xyzw;
                p0.xyzw = r0.xyzw < r1.xyzw;
                {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    r1.xyzw = r0.xyzw * r1.xyzw;
                }
            }
        }
    }
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    if (abs(r0.x - r1.w) == 0) {
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
