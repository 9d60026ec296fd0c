module rate_limiter_0004_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       event_in,
    input  wire [2:0] ratio,
    input  wire       resync,
    output reg  [2:0] skipped,
    output wire       event_out
);
    reg [2:0] skipped_next;

    always @* begin
        if (resync)
            skipped_next = 3'd0;
        else if (!event_in)
            skipped_next = 3'd0;
        else if (event_in && skipped >= ratio)
            skipped_next = 3'd0;
        else if (event_in)
            skipped_next = skipped + 3'd1;
        else
            skipped_next = skipped;
    end

    always @(posedge clk) begin
        if (rst) begin
            skipped <= 3'd0;
        end else begin
            skipped <= skipped_next;
        end
    end

    assign event_out = event_in && skipped >= ratio;
endmodule
