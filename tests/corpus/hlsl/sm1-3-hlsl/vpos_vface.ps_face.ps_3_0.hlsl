// Decompiled by dxsm from ps_3_0 code.
struct Input {
    float4 v0 : COLOR0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input, float face : VFACE) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 vFace = face;
    precise float4 oC0 = 0;
    r0.x = (vFace.x >= 0.0) ? float4(1.0, -1.0, 0.5, 0.0).x : float4(1.0, -1.0, 0.5, 0.0).y;
    r1.xyzw = float4(1.0, -1.0, 0.5, 0.0).zzzz * v0.zyxw;
    oC0.xyzw = ((-r0.xxxx) >= 0.0) ? r1.xyzw : v0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
