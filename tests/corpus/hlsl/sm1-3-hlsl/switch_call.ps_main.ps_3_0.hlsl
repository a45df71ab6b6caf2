// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xy = float4(0.0, 1.0, 7.0, 0.0).xy;
    [branch] if (c0.x == r0.x) {
        oC0.xyzw = v0.xyzw;
    } else {
        [branch] if (c0.x == r0.y) {
            oC0.xyzw = v0.xyzw * v0.xyzw;
        } else {
            r0.xyzw = float4(0.0, 1.0, 7.0, 0.0).zzzz * v0.xyzw;
            oC0.xyzw = frac(r0.xyzw);
        }
    }
    output.oC0 = oC0.xyzw;
    return output;
}
