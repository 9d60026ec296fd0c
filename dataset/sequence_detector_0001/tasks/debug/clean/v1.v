module sequence_detector_0001_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       shift_en,
    input  wire       serial_in,
    input  wire       clear,
    input  wire [3:0] pattern,
    input  wire [3:0] care_mask,
    output reg  [3:0] window,
    output reg        hit
);

    always @(posedge clk) begin
        if (rst) begin
            window <= 4'b0000;
        end else begin
            if (clear)
                window <= 4'b0000;
            else if (shift_en)
                window <= {window[2:0], serial_in};
        end
    end

    always @* begin
        hit = ((window ^ pattern) & care_mask) == 4'b0000;
    end
endmodule
