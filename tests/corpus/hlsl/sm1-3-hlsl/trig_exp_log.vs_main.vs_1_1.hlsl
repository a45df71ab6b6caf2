// Decompiled by dxsm from vs_1_1 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    r0.x = mad(v0.x, c4.x, c4.y);
    r0.xy = mad(r0.xx, float4(0.15915494, 0.25, 0.5, -0.0013888397).xx, float4(0.15915494, 0.25, 0.5, -0.0013888397).yz);
    r1.xy = frac(r0.xy);
    r0.xy = mad(r1.xy, float4(6.2831855, -3.1415927, -2.523985e-7, 2.47609e-5).xx, float4(6.2831855, -3.1415927, -2.523985e-7, 2.47609e-5).yy);
    r0.xy = r0.xy * r0.xy;
    r0.zw = mad(r0.xy, float4(6.2831855, -3.1415927, -2.523985e-7, 2.47609e-5).zz, float4(6.2831855, -3.1415927, -2.523985e-7, 2.47609e-5).ww);
    r0.zw = mad(r0.xy, r0.zw, float4(0.15915494, 0.25, 0.5, -0.0013888397).ww);
    r0.zw = mad(r0.xy, r0.zw, float4(0.04166664, 1.0, 0.0, 0.0).xx);
    r0.zw = mad(r0.xy, r0.zw, (-float4(0.15915494, 0.25, 0.5, -0.0013888397).zz));
    oD0.xy = mad(r0.xy, r0.zw, float4(0.04166664, 1.0, 0.0, 0.0).yy);
    r0.x = v0.y * c4.z;
    oD0.z = exp2(r0.x);
    r0.x = max((-v0.z), v0.z);
    r0.x = r0.x + float4(0.04166664, 1.0, 0.0, 0.0).y;
    oD0.w = log2(r0.x);
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
