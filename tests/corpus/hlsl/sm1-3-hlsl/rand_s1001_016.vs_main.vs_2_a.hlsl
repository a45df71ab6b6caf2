// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oT0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    r0.x = float4(0.84147096, 0.15915494, 0.5, -0.0013888397).x;
    r0.y = (float)(c4.x >= r0.x);
    r0.y = mad(r0.y, float4(0.84147096, 0.15915494, 0.5, -0.0013888397).y, float4(0.84147096, 0.15915494, 0.5, -0.0013888397).z);
    r0.y = frac(r0.y);
    r0.y = mad(r0.y, float4(6.2831855, -3.1415927, -2.523985e-7, 2.47609e-5).x, float4(6.2831855, -3.1415927, -2.523985e-7, 2.47609e-5).y);
    r0.y = r0.y * r0.y;
    r0.z = mad(r0.y, float4(6.2831855, -3.1415927, -2.523985e-7, 2.47609e-5).z, float4(6.2831855, -3.1415927, -2.523985e-7, 2.47609e-5).w);
    r0.z = mad(r0.y, r0.z, float4(0.84147096, 0.15915494, 0.5, -0.0013888397).w);
    r0.z = mad(r0.y, r0.z, float4(0.04166664, 1.0, 0.0, 0.0).x);
    r0.z = mad(r0.y, r0.z, (-float4(0.84147096, 0.15915494, 0.5, -0.0013888397).z));
    r0.y = mad(r0.y, r0.z, float4(0.04166664, 1.0, 0.0, 0.0).y);
    r0.y = log2(r0.y);
    r1.xyzw = (float4)(c5.wzyx >= r0.xxxx);
    r1.xyzw = r1.xyzw + float4(0.04166664, 1.0, 0.0, 0.0).yyyy;
    r2.x = log2(r1.x);
    r2.y = log2(r1.y);
    r2.z = log2(r1.z);
    r2.w = log2(r1.w);
    r0.xyzw = r0.yyyy * r2.xyzw;
    oT0.x = exp2(r0.x);
    oT0.y = exp2(r0.y);
    oT0.z = exp2(r0.z);
    oT0.w = exp2(r0.w);
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
