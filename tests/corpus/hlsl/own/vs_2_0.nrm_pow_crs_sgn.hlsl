// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : NORMAL0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oT0 : TEXCOORD0;
    float4 oT1 : TEXCOORD1;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    precise float4 oT1 = 0;
    r0.xyz = v1.xyz * rsqrt(dot(v1.xyz, v1.xyz));
    r1.xyzw = (float4)(pow(v0.x, c0.y));
    r2.xyz = (cross(r0.xyz, v1.xyz)).xyz;
    r3.xyzw = sign(v0.xyzw);
    r4.xyzw = abs(r3.xyzw);
    r5.xyzw = lerp(r2.xyzw, r4.xyzw, c1.xyzw);
    oPos.xyzw = v0.xyzw;
    oT0.xyzw = r5.xyzw;
    oT1.xyzw = r1.xyzw;
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    output.oT1 = oT1.xyzw;
    return output;
}
