// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = (-c0.xyzw) + v0.xyzw;
    r1.x = float4(0.0, 1.0, 0.0, 0.0).x;
    r0.xyzw = (r0.xyzw >= 0.0) ? r1.xxxx : c0.xyzw;
    r2.xyzw = (-c1.xyzw) + v0.xyzw;
    r1.xyzw = (r2.xyzw >= 0.0) ? c1.xyzw : r1.xxxx;
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.xy = (-v0.xw) + v0.yz;
    r1.y = (r1.y >= 0.0) ? float4(0.0, 1.0, 0.0, 0.0).x : float4(0.0, 1.0, 0.0, 0.0).y;
    r1.x = (r1.x >= 0.0) ? float4(0.0, 1.0, 0.0, 0.0).x : r1.y;
    oC0.xyzw = r0.xyzw + r1.xxxx;
    output.oC0 = oC0.xyzw;
    return output;
}
