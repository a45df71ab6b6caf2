// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c1 : register(c1);
struct Input {
    float4 t0 : TEXCOORD0;
    float4 v0 : COLOR0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    float4 t0 = input.t0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = t0.xyzw * float4(3.5, 0.5, 0.25, 0.0).yyyy;
    r1.xyzw = frac(r0.xyzw);
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    r1.xyzw = t0.xyzw * float4(3.5, 0.5, 0.25, 0.0).xxxx;
    r1.xyzw = frac(r1.xyzw);
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.x = saturate(t0.x);
    r2.xyzw = c0.xyzw;
    r2.xyzw = (-r2.xyzw) + c1.xyzw;
    r1.xyzw = mad(r1.xxxx, r2.xyzw, c0.xyzw);
    r2.x = (-t0.y) + float4(3.5, 0.5, 0.25, 0.0).y;
    r0.xyzw = (r2.xxxx >= 0.0) ? r0.xyzw : r1.xyzw;
    r1.xyzw = min(c0.xyzw, v0.xyzw);
    r2.z = float4(3.5, 0.5, 0.25, 0.0).z;
    r2.xyzw = r2.zzzz * c1.xyzw;
    r3.xyzw = max(r1.xyzw, r2.xyzw);
    r1.xyzw = t0.xyzw + (-c0.xyzw);
    r1.xyzw = (r1.xyzw >= 0.0) ? r3.xyzw : float4(3.5, 0.5, 0.25, 0.0).wwww;
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.xyzw = t0.xyzw;
    r1.xyzw = (-r1.xyzw) + v0.xyzw;
    r1.xyzw = abs(r1.xyzw);
    r0.xyzw = r0.xyzw + r1.xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
