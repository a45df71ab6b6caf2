// Decompiled by dxsm from ps_2_0 code.
float4 c0 : register(c0);
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
    precise float4 r2 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = t0.xyzw + (-c0.xyzw);
    r1.w = float4(0.0, 1.0, 0.0, 0.0).x;
    r0.xyzw = (r0.xyzw >= 0.0) ? r1.wwww : c0.xyzw;
    r2.xyzw = t0.xyzw + (-c1.xyzw);
    r1.xyzw = (r2.xyzw >= 0.0) ? c1.xyzw : r1.wwww;
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.x = (-t0.w) + t0.z;
    r1.x = (r1.x >= 0.0) ? float4(0.0, 1.0, 0.0, 0.0).x : float4(0.0, 1.0, 0.0, 0.0).y;
    r1.y = (-t0.x) + t0.y;
    r1.x = (r1.y >= 0.0) ? float4(0.0, 1.0, 0.0, 0.0).x : r1.x;
    r0.xyzw = r0.xyzw + r1.xxxx;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
