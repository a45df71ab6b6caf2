// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : COLOR0;
    float4 v2 : COLOR1;
    float4 v3 : PSIZE0;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o1 : COLOR0;
    float4 o2 : COLOR1;
    float o3 : FOG0;
    float o4 : PSIZE0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    float4 v3 = input.v3;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 o3 = 0;
    precise float4 o4 = 0;
    o0.x = dot(v0.xyzw, c0.xyzw);
    o0.y = dot(v0.xyzw, c1.xyzw);
    r0.z = dot(v0.xyzw, c2.xyzw);
    r0.x = r0.z + (-c4.x);
    r0.y = c4.y;
    o3.x = saturate(mad(r0.x, (-r0.y), float4(1.0, 0.001, 0.0, 0.0).x));
    r0.x = c5.x * v3.x;
    r0.w = dot(v0.xyzw, c3.xyzw);
    r0.y = max(r0.w, float4(1.0, 0.001, 0.0, 0.0).y);
    o0.zw = r0.zw;
    r0.y = 1.0 / r0.y;
    o4.xyzw = r0.yyyy * r0.xxxx;
    o1.xyzw = v1.xyzw;
    o2.xyzw = v2.zyxw;
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    output.o2 = o2.xyzw;
    output.o3 = o3.x;
    output.o4 = o4.x;
    return output;
}
