// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : NORMAL0;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o1 : COLOR0;
    float4 o2 : COLOR1;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    r0.x = dot(v1.xyz, c0.xyz);
    r0.y = (float)((-r0.x) < r0.x);
    o1.y = r0.x * r0.y;
    r1.xy = float4(0.0, 1.0, 0.0, 0.0).xy;
    r0.xzw = r1.xxy + c0.xyz;
    r1.xyz = r0.xzw * rsqrt(dot(r0.xzw, r0.xzw));
    r0.x = dot(v1.xyz, r1.xyz);
    r0.z = (float)((-r0.x) < r0.x);
    r1.x = pow(r0.x, c0.w);
    r0.x = r0.z * r0.y;
    o1.z = r1.x * r0.x;
    r0.xyz = mad(v0.yzy, float4(0.0, 1.0, 0.0, 0.0).yyx, float4(0.0, 1.0, 0.0, 0.0).xxy);
    r1.xyz = mad(v0.zyx, float4(0.0, 1.0, 0.0, 0.0).yxy, float4(0.0, 1.0, 0.0, 0.0).xyx);
    o2.yzw = r0.xyz * r1.xyz;
    o0.xyzw = v0.xyzw;
    o1.xw = float4(0.0, 1.0, 0.0, 0.0).yy;
    o2.x = float4(0.0, 1.0, 0.0, 0.0).y;
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    output.o2 = o2.xyzw;
    return output;
}
