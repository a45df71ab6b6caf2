// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : TEXCOORD0;
    float4 v1 : COLOR0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oC0 = 0;
    [branch] if (c0.x < v0.x) {
        oC0.xyz = c0.yyy * v1.zyx;
        [branch] if (v0.y < c0.z) {
            oC0.w = float4(0.5, 0.0, 0.0, 0.0).x;
        } else {
            oC0.w = v1.w;
        }
    } else {
        oC0.xyzw = v1.xyzw;
    }
    output.oC0 = oC0.xyzw;
    return output;
}
