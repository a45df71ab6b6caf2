// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : TEXCOORD0;
    float4 v1 : TEXCOORD1;
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
    float4 v1 = input.v1;
    precise float4 oC0 = 0;
    r0.xyz = ddx(v1.zxy);
    r1.xyz = ddy(v1.yzx);
    r2.xyz = r0.xyz * r1.xyz;
    r0.xyz = mad(r0.zxy, r1.yzx, (-r2.xyz));
    r1.xyz = r0.xyz * rsqrt(dot(r0.xyz, r0.xyz));
    oC0.xyz = mad(r1.xyz, float4(-2.0, 3.0, 1.0, 0.5).www, float4(-2.0, 3.0, 1.0, 0.5).www);
    r0.xy = c0.xx * v0.xy;
    r0.zw = ddx(r0.xy);
    r1.xy = ddy(r0.xy);
    r0.xy = frac(r0.xy);
    r0.zw = abs(r0.zw) + abs(r1.xy);
    r0.zw = r0.zw * c0.yy;
    r1.x = 1.0 / r0.z;
    r1.y = 1.0 / r0.w;
    r0.zw = (-r0.xy) + float4(-2.0, 3.0, 1.0, 0.5).zz;
    r0.xyzw = saturate(r0.xyzw * r1.xyxy);
    r1.xy = mad(r0.zw, float4(-2.0, 3.0, 1.0, 0.5).xx, float4(-2.0, 3.0, 1.0, 0.5).yy);
    r0.zw = r0.zw * r0.zw;
    r0.zw = r0.zw * r1.xy;
    r1.xy = mad(r0.xy, float4(-2.0, 3.0, 1.0, 0.5).xx, float4(-2.0, 3.0, 1.0, 0.5).yy);
    r0.xy = r0.xy * r0.xy;
    r0.xy = r0.xy * r1.xy;
    r0.xy = r0.zw * r0.xy;
    oC0.w = r0.y * r0.x;
    output.oC0 = oC0.xyzw;
    return output;
}
