module pulse_event_0003_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       trig,
    input  wire [3:0] stretch_len,
    input  wire       retrigger_en,
    input  wire       kill,
    output reg  [3:0] remaining,
    output wire       pulse_out,
    output wire       last_cycle
);
    reg [3:0] remaining_next;

    always @* begin
        if (kill)
            remaining_next = 4'd0;
        else if (trig && (remaining == 4'd0 || retrigger_en))
            remaining_next = stretch_len - 4'd1;
        else if (remaining != 4'd0)
            remaining_next = remaining - 4'd1;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (rst) begin
            remaining <= 4'd0;
        end else begin
            remaining <= remaining_next;
        end
    end

    assign pulse_out = remaining != 4'd0;
    assign last_cycle = remaining == 4'd1;
endmodule
