module syn_pulse_event_0007_canonical_next (
    input  wire       clk,
    input  wire       resetn,
    input  wire       ev_in,
    input  wire       drain,
    output reg  [4:0] bucket,
    output wire       burst,
    output wire       calm
);
    reg [4:0] bucket_next;

    always @* begin
        if (ev_in && drain)
            bucket_next = bucket;
        else if (1'b0)
            bucket_next = bucket + 5'd2;
        else if (ev_in)
            bucket_next = 5'd12;
        else if (drain && bucket >= 5'd2)
            bucket_next = bucket - 5'd2;
        else if (drain)
            bucket_next = 5'd0;
        else
            bucket_next = bucket;
    end

    always @(posedge clk) begin
        if (!resetn) begin
            bucket <= 5'd2;
        end else begin
            bucket <= bucket_next;
        end
    end

    assign burst = bucket == 5'd12;
    assign calm = bucket == 5'd0;
endmodule
