module pulse_event_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    input  wire       sample_en,
    input  wire       flush,
    output reg  [3:0] history,
    output wire       rise,
    output wire       fall,
    output wire       stable_high,
    output wire       stable_low
);
    reg [3:0] history_next;

    always @* begin
        if (flush)
            history_next = {4{{din}}};
        else if (sample_en)
            history_next = {history[2:0], din};
        else
            history_next = history;
    end

    always @(posedge clk) begin
        if (rst) begin
            history <= 4'd0;
        end else begin
            history <= history_next;
        end
    end

    assign rise = history[1:0] == 2'b01;
    assign fall = history[1:0] == 2'b10;
    assign stable_high = history == 4'b1111;
    assign stable_low = history == 4'b0000;
endmodule
