module pulse_event_0002_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    input  wire       sample_en,
    input  wire       flush,
    output reg  [3:0] history,
    output reg        rise,
    output reg        fall,
    output reg        stable_high,
    output reg        stable_low
);

    always @(posedge clk) begin
        if (rst) begin
            history <= 4'd0;
        end else begin
            if (flush)
                history <= {4{{din}}};
            else if (sample_en)
                history <= {history[2:0], din};
        end
    end

    always @* begin
        rise = history[1:0] == 2'b01;
        fall = history == 2'b10;
        stable_high = history == 4'b1111;
        stable_low = history == 4'b0000;
    end
endmodule
