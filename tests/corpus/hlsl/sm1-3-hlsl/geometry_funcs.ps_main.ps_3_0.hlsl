// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
samplerCUBE s0 : register(s0);
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
    precise float4 r3 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oC0 = 0;
    r0.x = c1.x * c1.x;
    r0.yzw = (-c0.xyz) + v1.xyz;
    r1.x = dot(r0.yzw, r0.yzw);
    r1.x = rsqrt(r1.x);
    r0.yzw = r0.yzw * r1.xxx;
    r1.x = 1.0 / r1.x;
    r1.y = dot(r0.yzw, v0.xyz);
    r1.z = mad(r1.y, (-r1.y), float4(1.0, 0.0, 0.5, 0.01).x);
    r0.x = mad(r0.x, (-r1.z), float4(1.0, 0.0, 0.5, 0.01).x);
    r1.z = (r0.x >= 0.0) ? float4(1.0, 0.0, 0.5, 0.01).x : float4(1.0, 0.0, 0.5, 0.01).y;
    r0.x = r0.x * r1.z;
    r1.z = r1.z * c1.x;
    r0.x = rsqrt(r0.x);
    r0.x = 1.0 / r0.x;
    r0.x = mad(r1.z, r1.y, r0.x);
    r1.y = r1.y + r1.y;
    r2.xyz = mad(v0.xyz, (-r1.yyy), r0.yzw);
    r2.xyzw = (texCUBE(s0, r2.xyz)).xyzw;
    r3.xyz = r0.xxx * v0.xyz;
    r0.xyz = mad(r1.zzz, r0.yzw, (-r3.xyz));
    r0.xyzw = (texCUBE(s0, r0.xyz)).xyzw;
    r0.xyzw = r0.xyzw * float4(1.0, 0.0, 0.5, 0.01).zzzz;
    r0.xyzw = mad(r2.xyzw, float4(1.0, 0.0, 0.5, 0.01).zzzz, r0.xyzw);
    oC0.xyzw = mad(r1.xxxx, float4(1.0, 0.0, 0.5, 0.01).wwww, r0.xyzw);
    output.oC0 = oC0.xyzw;
    return output;
}
