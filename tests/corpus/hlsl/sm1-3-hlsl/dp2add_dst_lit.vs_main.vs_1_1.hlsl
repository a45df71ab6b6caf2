// Decompiled by dxsm from vs_1_1 code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : NORMAL0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
    float4 oD1 : COLOR1;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    precise float4 oD1 = 0;
    r0.xy = float4(0.0, 1.0, 0.0, 0.0).xy;
    r0.xyz = r0.xxy + c0.xyz;
    r0.w = dot(r0.xyz, r0.xyz);
    r0.w = rsqrt(r0.w);
    r0.xyz = r0.www * r0.xyz;
    r0.y = dot(v1.xyz, r0.xyz);
    r0.x = dot(v1.xyz, c0.xyz);
    r0.zw = c0.ww;
    oD0.xyzw = lit(r0.xyw.x, r0.xyw.y, r0.xyw.z).xyzw;
    r0.xyz = mad(v0.yzy, float4(0.0, 1.0, 0.0, 0.0).yyx, float4(0.0, 1.0, 0.0, 0.0).xxy);
    r1.xyz = mad(v0.zyx, float4(0.0, 1.0, 0.0, 0.0).yxy, float4(0.0, 1.0, 0.0, 0.0).xyx);
    oD1.yzw = r0.xyz * r1.xyz;
    oPos.xyzw = v0.xyzw;
    oD1.x = float4(0.0, 1.0, 0.0, 0.0).y;
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    output.oD1 = oD1.xyzw;
    return output;
}
