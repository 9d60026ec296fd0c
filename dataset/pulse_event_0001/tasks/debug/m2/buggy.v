module pulse_event_0001_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       enable,
    input  wire [3:0] density,
    input  wire       sync_clear,
    output reg  [3:0] phase_acc,
    output wire       pulse_out,
    output wire       square_out
);
    reg [3:0] phase_acc_next;

    always @* begin
        if (sync_clear)
            phase_acc_next = 4'd0;
        else if (1'b1)
            phase_acc_next = phase_acc + density;
        else
            phase_acc_next = phase_acc;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase_acc <= 4'd0;
        end else begin
            phase_acc <= phase_acc_next;
        end
    end

    assign pulse_out = enable && !sync_clear && phase_acc > 4'd15 - density;
    assign square_out = phase_acc[3];
endmodule
