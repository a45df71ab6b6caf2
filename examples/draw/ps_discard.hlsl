// Pixels whose red is below one half are discarded.
float4 main(float4 pos : SV_Position, float4 col : COLOR0) : SV_Target {
    if (col.r < 0.5) discard;
    return col;
}
