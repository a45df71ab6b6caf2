// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : TEXCOORD0;
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
    float4 v1 = input.v1;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    r0.xy = abs(c4.zx);
    r1.x = log2(r0.x);
    r1.y = log2(r0.y);
    r0.xy = r1.xy * v0.xx;
    r0.x = exp2(r0.x);
    r0.y = exp2(r0.y);
    r1.xyzw = frac(r0.xyxy);
    r0.x = (float)(c4.z >= v1.w);
    r2.xyzw = lerp(c4.xyxy, r1.xyzw, r0.xxxx);
    r0.xyzw = frac(r2.zwzw);
    oT0.xyzw = (-r0.xyzw) + r2.xyzw;
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
