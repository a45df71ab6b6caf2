// The same body, run once without the loop.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 main(float4 v0 : POSITION0) : POSITION {
    precise float4 r0 = v0;
    {
        r0.xy = r0.xy + c1.xy;
    }
    return r0 + c0;
}
