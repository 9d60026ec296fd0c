module sequence_detector_0001_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       shift_en,
    input  wire       serial_in,
    input  wire       clear,
    input  wire [3:0] pattern,
    input  wire [3:0] care_mask,
    output reg  [3:0] window,
    output wire       hit
);
    reg [3:0] window_next;

    always @* begin
        if (clear && shift_en)
            window_next = {3'b000, serial_in};
        else if (clear)
            window_next = 4'b0000;
        else if (shift_en)
            window_next = {window[2:0], serial_in};
        else
            window_next = window;
    end

    always @(posedge clk) begin
        if (rst) begin
            window <= 4'b0000;
        end else begin
            window <= window_next;
        end
    end

    assign hit = ((window ^ pattern) & care_mask) == 4'b0000;
endmodule
